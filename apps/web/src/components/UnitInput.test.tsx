import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/renderPage';
import { FeetInput, MphInput, withoutUnit } from './UnitInput';

function Harness({ mph = false }: { mph?: boolean }) {
  const [value, setValue] = useState('');
  const Input = mph ? MphInput : FeetInput;
  return (
    <>
      <Input label="Number" value={value} onChange={setValue} />
      <output data-testid="typed">{value}</output>
    </>
  );
}

describe('masked whole-number inputs (F-15, F-20, V-16..V-18)', () => {
  it('shows the unit after the typed digits, keeps the caret in front of it and edits the number', async () => {
    renderPage(<Harness />);
    const user = userEvent.setup({ delay: null });
    const input = screen.getByRole('textbox', { name: 'Number' });
    await user.type(input, '40');
    expect(input).toHaveValue('40 feet');
    expect(screen.getByTestId('typed')).toHaveTextContent(/^40$/);
    await user.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('');
    expect(screen.queryByTestId('rounded-note')).toBeNull();
  });

  it('keeps the decimal point and says what the decimal is rounded up to', async () => {
    renderPage(<Harness />);
    const user = userEvent.setup({ delay: null });
    const input = screen.getByRole('textbox', { name: 'Number' });
    await user.type(input, '12.7');
    expect(input).toHaveValue('12.7 feet');
    expect(screen.getByTestId('rounded-note')).toHaveTextContent('Rounded up to 13 feet');
    expect(screen.getByTestId('typed')).toHaveTextContent(/^12.7$/);
  });

  it('says "1 foot", not "1 feet", when a decimal rounds up to one', async () => {
    renderPage(<Harness />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '0.5');
    expect(screen.getByTestId('rounded-note')).toHaveTextContent(/^Rounded up to 1 foot$/);
  });

  it('keeps a minus sign and letters, so the form can refuse them', async () => {
    renderPage(<Harness mph />);
    const user = userEvent.setup({ delay: null });
    const input = screen.getByRole('textbox', { name: 'Number' });
    await user.type(input, '-5');
    expect(input).toHaveValue('-5 mph');
    await user.clear(input);
    await user.type(input, '1x0');
    expect(input).toHaveValue('1x0 mph');
    expect(screen.getByTestId('typed')).toHaveTextContent(/^1x0$/);
  });

  it('takes pasted text whole, thousands separators and unit included', async () => {
    renderPage(<Harness mph />);
    const user = userEvent.setup({ delay: null });
    const input = screen.getByRole('textbox', { name: 'Number' });
    await user.click(input);
    await user.paste('12,345');
    expect(input).toHaveValue('12,345 mph');
    await user.clear(input);
    await user.paste('150 mph');
    expect(screen.getByTestId('typed')).toHaveTextContent(/^150$/);
  });

  it('strips the unit, whole or with one character deleted', () => {
    expect(withoutUnit('30 feet', ' feet')).toBe('30');
    expect(withoutUnit('30feet', ' feet')).toBe('30');
    expect(withoutUnit('30 fet', ' feet')).toBe('30');
    expect(withoutUnit('30', ' feet')).toBe('30');
    expect(withoutUnit('3m mph', ' mph')).toBe('3m');
  });
});
