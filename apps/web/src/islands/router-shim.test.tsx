// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, NavLink, useLocation } from './router-shim.tsx';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe("an island's router stand-in", () => {
  it('makes links plain links, and marks the one to this page whatever its spelling', () => {
    window.history.replaceState(null, '', '/faq');
    render(
      <nav>
        <NavLink to="/FAQ">FAQ</NavLink>
        <NavLink to="/" end>
          Home
        </NavLink>
        <Link to="/login">Login</Link>
      </nav>,
    );
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it("reads the state the app gave this entry of the history (React Router's `usr`)", () => {
    window.history.replaceState({ usr: { saved: 'asha' }, key: 'k' }, '', '/templates');
    let state: unknown;
    function Reader() {
      state = useLocation().state;
      return null;
    }
    render(<Reader />);
    expect(state).toEqual({ saved: 'asha' });
  });
});
