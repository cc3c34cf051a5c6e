import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Checkbox, createTheme, ThemeProvider } from '@mui/material';
import { memberTheme } from 'src/layout/theme';

describe('the member theme', () => {
  it("names a checkbox on its input, as react-admin's row checkboxes need (WCAG 4.1.2)", () => {
    render(
      <ThemeProvider theme={createTheme(memberTheme)}>
        <Checkbox aria-label="Vælg denne række" />
      </ThemeProvider>,
    );
    const box = screen.getByRole('checkbox', { name: 'Vælg denne række' });
    expect(box.tagName).toBe('INPUT');
    expect(box.parentElement).not.toHaveAttribute('aria-label');
  });

  it('keeps a name given to the input itself', () => {
    render(
      <ThemeProvider theme={createTheme(memberTheme)}>
        <Checkbox slotProps={{ input: { 'aria-label': 'Vælg alle' } }} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Vælg alle' })).toBeInTheDocument();
  });
});
