// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { ResumeLinkSwitch } from './resume-link-switch.tsx';

describe('ResumeLinkSwitch', () => {
  it('tells the owner, in the form’s words, what the PDF résumé cannot show', () => {
    const undrawable = [
      { field: 'summary', characters: ['😀'] },
      { field: 'projects[1].title', characters: ['🚀', 'م'] },
    ];
    renderApp(<ResumeLinkSwitch portfolioId="p1" resumeLink live undrawable={undrawable} />);
    expect(
      screen.getByText(
        'Your PDF résumé cannot show some characters: 😀 in Summary; 🚀 م in Projects 2, Title.',
      ),
    ).toBeTruthy();
  });

  it('says nothing more when it can show everything', () => {
    renderApp(<ResumeLinkSwitch portfolioId="p1" resumeLink live />);
    expect(screen.queryByText(/cannot show/)).toBeNull();
  });
});
