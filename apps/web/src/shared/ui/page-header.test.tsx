// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

afterEach(cleanup);

describe('PageHeader', () => {
  it("is the page's one level-1 heading, with its actions beside it", () => {
    render(<PageHeader title="Parcels" extra={<button type="button">Receive</button>} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Parcels');
    const action = screen.getByRole('button', { name: 'Receive' });
    expect(action.parentElement?.className).toBe('cc-page-header__extra');
  });

  it('renders no actions box without actions, and tags a data title for tests', () => {
    const { container } = render(<PageHeader title="A-101" titleTestId="unit-title" />);
    expect(screen.getByTestId('unit-title').tagName).toBe('H1');
    expect(container.querySelector('.cc-page-header__extra')).toBeNull();
  });
});
