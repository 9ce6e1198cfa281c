import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { MouseEvent } from 'react';
import { pageWindow } from '../../shared/pagination';
import { blogPageHref } from '../../shared/paths';

interface BlogPaginationProps {
  page: number;
  pages: number;
  /** In the browser: called on a click on a page link (the links work without it). */
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>, page: number) => void;
}

/**
 * Up to five page numbers (docs/SPEC.md section 9) between "previous" and "next", as
 * real links to `/blog?page=N`. On the first and last page the step that leads
 * nowhere stays in place, disabled (a link without address, `aria-disabled`).
 * Each link is named by the words it shows (WCAG 2.5.3: a voice user says what they see).
 * Nothing is shown when there is a single page.
 */
export function BlogPagination({ page, pages, onNavigate }: BlogPaginationProps) {
  if (pages <= 1) return null;
  const link = (target: number) => ({
    href: blogPageHref(target),
    onClick: onNavigate ? (event: MouseEvent<HTMLAnchorElement>) => onNavigate(event, target) : undefined,
  });
  const step = (direction: 'prev' | 'next') => {
    const target = direction === 'prev' ? page - 1 : page + 1;
    const label = direction === 'prev' ? 'Précédent' : 'Suivant';
    const className = `pagination-step pagination-${direction}`;
    const content =
      direction === 'prev' ? (
        <>
          <ChevronLeft aria-hidden="true" focusable="false" />
          <span>{label}</span>
        </>
      ) : (
        <>
          <span>{label}</span>
          <ChevronRight aria-hidden="true" focusable="false" />
        </>
      );
    const enabled = target >= 1 && target <= pages;
    return enabled ? (
      <a className={className} rel={direction} {...link(target)}>
        {content}
      </a>
    ) : (
      <a className={className} role="link" aria-disabled="true">
        {content}
      </a>
    );
  };
  return (
    <nav className="pagination" aria-label="Pages du blog">
      <ul className="pagination-list">
        <li>{step('prev')}</li>
        {pageWindow(page, pages).map((number) => (
          <li key={number}>
            <a
              className="pagination-number"
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              {...link(number)}
            >
              {number}
            </a>
          </li>
        ))}
        <li>{step('next')}</li>
      </ul>
    </nav>
  );
}
