import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/renderPage';
import { ErrorPage } from './ErrorPage';

describe('error page', () => {
  it('reads "500 Error" and "Sorry, something went wrong"', () => {
    renderPage(<ErrorPage />, '/error');
    expect(screen.getByRole('heading', { level: 1, name: '500 Error' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the calculator' })).toHaveAttribute('href', '/');
  });
});
