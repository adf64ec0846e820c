import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { WapLayout } from '../../app/layouts/wap-layout';
import { renderWithProviders } from '../../test/render';

describe('the skip link', () => {
  it('is the first thing a keyboard reaches, and leads to the page’s main content', async () => {
    renderWithProviders(<WapLayout />, { route: '/' });
    const links = await screen.findAllByRole('link');
    const skip = links[0];
    expect(skip?.textContent).toBe('Skip to main content');
    expect(skip?.getAttribute('href')).toBe('#main');
    expect(document.getElementById('main')?.tagName).toBe('MAIN');
  });

  it('speaks the page’s language', async () => {
    await i18next.changeLanguage('ar');
    renderWithProviders(<WapLayout />, { route: '/' });
    expect((await screen.findAllByRole('link'))[0]?.textContent).toBe('انتقل إلى المحتوى الرئيسي');
  });
});
