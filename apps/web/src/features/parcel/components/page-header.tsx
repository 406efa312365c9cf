import type { ReactNode } from 'react';

/** A desk page's title with its actions on the other side (wraps under the title on a phone). */
export function PageHeader({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <div className="parcel-header">
      <h1 className="page-title">{title}</h1>
      {extra && <div className="parcel-header__extra">{extra}</div>}
    </div>
  );
}
