import { X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { keepTabInside } from './focus';

export type VideoSource =
  /**
   * `captions`: a WebVTT file of French captions, shown by default; `portrait`: the film's
   * portrait cut (a 9:16 frame), for a phone held upright.
   */
  | {
      kind: 'local';
      url: string;
      poster?: string | undefined;
      captions?: string | undefined;
      portrait?: boolean | undefined;
    }
  /** An external player (youtube-nocookie): its iframe exists only while the dialog is open. */
  | { kind: 'embed'; url: string };

export interface VideoPlayerDialogProps {
  open: boolean;
  /** Asks to close: Escape, the backdrop, the close button. */
  onClose: () => void;
  /** Called once closed, when the page can take the focus again. */
  onClosed: () => void;
  title: string;
  source: VideoSource;
}

/** The embed address asked to start playing at once (the visitor just asked for it). */
export function autoplayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.searchParams.set('autoplay', '1');
    return parsed.toString();
  } catch {
    return url;
  }
}

/** Plays with sound when the browser allows it after the click, muted otherwise. */
function play(video: HTMLVideoElement): void {
  video.play().catch(() => {
    video.muted = true;
    video.play().catch(() => {
      // Autoplay refused even muted: the controls are there.
    });
  });
}

/**
 * The modal video player, loaded with @loadable/component when the visitor
 * reaches for a video card. A native modal <dialog>: the page behind is inert
 * and does not scroll; Escape, a click on the backdrop and the close button close
 * it; Tab stays inside; playback stops on close.
 */
export default function VideoPlayerDialog({ open, onClose, onClosed, title, source }: VideoPlayerDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const root = document.documentElement;
    if (open) {
      if (!dialog.open) dialog.showModal();
      root.classList.add('has-open-panel');
      closeRef.current?.focus();
      if (videoRef.current) play(videoRef.current);
      return;
    }
    videoRef.current?.pause();
    if (dialog.open) dialog.close();
    root.classList.remove('has-open-panel');
    onClosed();
  }, [open, onClosed]);

  // Escape closes the dialog natively ("close" event): keep React's state in step.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('close', onClose);
      document.documentElement.classList.remove('has-open-panel');
    };
  }, [onClose]);

  /** The dialog box fills its content: a click on the dialog itself, outside that box, is on the backdrop. */
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) onClose();
  };

  // Tab and Shift+Tab stay in the dialog rather than reaching the browser's toolbar.
  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => keepTabInside(event, dialogRef.current);

  return (
    <dialog
      ref={dialogRef}
      className={source.kind === 'local' && source.portrait ? 'video-dialog video-dialog-portrait' : 'video-dialog'}
      aria-labelledby={titleId}
      onClick={onClick}
      onKeyDown={trapFocus}
    >
      <div className="video-dialog-box">
        <div className="video-dialog-head">
          <h2 id={titleId} className="video-dialog-title">
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="icon-button video-dialog-close"
            onClick={onClose}
            aria-label="Fermer la vidéo"
          >
            <X aria-hidden="true" focusable="false" />
          </button>
        </div>
        <div className="video-dialog-frame">
          {source.kind === 'local' ? (
            <video ref={videoRef} src={source.url} poster={source.poster} controls playsInline preload="auto">
              {source.captions ? (
                <track kind="captions" srcLang="fr" label="Français" src={source.captions} default />
              ) : null}
            </video>
          ) : open ? (
            <iframe
              src={autoplayUrl(source.url)}
              title={title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
