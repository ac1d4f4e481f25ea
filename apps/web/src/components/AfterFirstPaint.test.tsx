import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './AfterFirstPaint';

describe('AfterFirstPaint', () => {
  it('shows what is around it at once and its own children after the next frame', async () => {
    render(
      <>
        <p>The answer</p>
        <AfterFirstPaint>
          <p>The rest of the page</p>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByText('The answer')).toBeInTheDocument();
    expect(screen.queryByText('The rest of the page')).toBeNull();
    expect(await screen.findByText('The rest of the page')).toBeInTheDocument();
  });
});
