import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { mainNav, quoteLink } from '../../shared/site';
import { FOCUSABLE, keepTabInside } from './focus';

export interface MobileMenuProps {
  currentPath: string;
}


/** The header's menu below 768 px: a panel sliding in from the right. */
export default function MobileMenu({ currentPath }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const root = document.documentElement;
    if (open) {
      wasOpen.current = true;
      root.classList.add('has-open-panel');
      panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      const onKey = (event: globalThis.KeyboardEvent) => {
        if (event.key === 'Escape') setOpen(false);
      };
      document.addEventListener('keydown', onKey);
      return () => document.removeEventListener('keydown', onKey);
    }
    root.classList.remove('has-open-panel');
    if (wasOpen.current) {
      wasOpen.current = false;
      buttonRef.current?.focus();
    }
    return undefined;
  }, [open]);

  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => keepTabInside(event, panelRef.current);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" focusable="false" />
        <span>Menu</span>
      </button>
      <div className="menu-backdrop" data-open={open} onClick={close} aria-hidden="true" />
      <div
        ref={panelRef}
        id={panelId}
        className="menu-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-open={open}
        inert={!open}
        onKeyDown={trapFocus}
      >
        <div className="menu-panel-head">
          <p id={titleId} className="menu-panel-title">Menu</p>
          <button type="button" className="icon-button" onClick={close} aria-label="Fermer le menu">
            <X aria-hidden="true" focusable="false" />
          </button>
        </div>
        <nav aria-label="Navigation principale (menu mobile)">
          <ul className="menu-panel-links">
            {mainNav.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={item.href === currentPath ? 'page' : undefined} onClick={close}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a className="btn btn-cta btn-block" href={quoteLink.href} onClick={close}>
          {quoteLink.label}
        </a>
      </div>
    </>
  );
}
