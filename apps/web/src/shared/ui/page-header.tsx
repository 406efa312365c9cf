import type { ReactNode } from 'react';
import './page-kit.css';

interface Props {
  title: ReactNode;
  /** The page's actions, on the other side of the title (under it on a phone). */
  extra?: ReactNode;
  /** For pages whose title is data (a unit number, a name) that tests look up. */
  titleTestId?: string;
}

/** A page's one h1 with its actions beside it. */
export function PageHeader({ title, extra, titleTestId }: Props) {
  return (
    <div className="cc-page-header">
      <h1 className="page-title" data-testid={titleTestId}>
        {title}
      </h1>
      {extra && <div className="cc-page-header__extra">{extra}</div>}
    </div>
  );
}
