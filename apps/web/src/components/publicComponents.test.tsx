import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { summit } from '../test/publicFixtures';
import { renderPage } from '../test/renderPage';
import { Footer } from './Footer';
import { SlideCarousel } from './SlideCarousel';

describe('footer', () => {
  it('shows the copyright with the current year, the white-label invitation for is_baird, website and e-mail links', () => {
    renderPage(<Footer reseller={summit} />);
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Summit Roof Mounts. All rights reserved.`),
    ).toBeInTheDocument();
    expect(screen.getByText(/white-label version of this calculator/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://example.com/summit');
    expect(screen.getByRole('link', { name: 'sales@example.com' })).toHaveAttribute('href', 'mailto:sales@example.com');
  });

  it('leaves out the invitation and the links the reseller does not have', () => {
    renderPage(<Footer reseller={{ ...summit, is_baird: false, website_url: null, contact_email: null }} />);
    expect(screen.getByText(/All rights reserved/)).toBeInTheDocument();
    expect(screen.queryByText(/white-label/)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('slide carousel', () => {
  const slides = [
    { key: 1, src: '/a.svg', alt: 'first' },
    { key: 2, src: '/b.svg', alt: 'second' },
  ];

  it('shows one slide at a time and moves with the buttons, the dots and the arrow keys', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<SlideCarousel slides={slides} />);
    expect(screen.getByRole('img', { name: 'first' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'second' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'second' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'first' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'first' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(screen.getByRole('img', { name: 'second' })).toBeInTheDocument();
    screen.getByRole('region', { name: 'Mount images' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('img', { name: 'first' })).toBeInTheDocument();
  });

  it('has no controls for a single image', () => {
    renderPage(<SlideCarousel slides={slides.slice(0, 1)} />);
    expect(screen.getByRole('img', { name: 'first' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
