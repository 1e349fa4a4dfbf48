import { applyTheme, getStoredTheme, saveTheme } from './theme';

afterEach(() => {
  document.documentElement.classList.remove('dark');
});

describe('theme storage (spec section 2)', () => {
  it('defaults to light', () => {
    expect(getStoredTheme()).toBe('light');
  });

  it('reads only "dark" as dark', () => {
    localStorage.setItem('theme', 'dark');
    expect(getStoredTheme()).toBe('dark');
    localStorage.setItem('theme', 'DARK');
    expect(getStoredTheme()).toBe('light');
  });

  it('stores the choice under `theme` and flips the dark class on <html>', () => {
    saveTheme('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    saveTheme('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('still applies the theme when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    saveTheme('dark');
    expect(document.documentElement).toHaveClass('dark');
    vi.restoreAllMocks();
    applyTheme('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
