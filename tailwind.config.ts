import type { Config } from 'tailwindcss';

/**
 * Brand tokens (BRAND.md). Semantic colours point at CSS variables defined in src/index.css,
 * so every `bg-surface` / `text-ink` pair flips between light and dark in one place.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#ecf8f6',
          100: '#d0eee9',
          200: '#a3ddd4',
          300: '#6cc4b8',
          400: '#3aa597',
          500: '#1f8a7d',
          600: '#146f65',
          700: '#0f5c55',
          800: '#0d4a45',
          900: '#0b3d39',
          950: '#052422',
        },
        sand: {
          50: '#fdf8ee',
          100: '#f9edd3',
          200: '#f3d9a6',
          300: '#ebc070',
          400: '#e3a646',
          500: '#d88c2c',
          600: '#bf6d22',
          700: '#9e5120',
          800: '#814120',
          900: '#6a371d',
        },
        surface: 'rgb(var(--surface) / <alpha-value>)',
        'surface-alt': 'rgb(var(--surface-alt) / <alpha-value>)',
        'surface-raised': 'rgb(var(--surface-raised) / <alpha-value>)',
        ink: 'rgb(var(--ink) / <alpha-value>)',
        'ink-muted': 'rgb(var(--ink-muted) / <alpha-value>)',
        line: 'rgb(var(--line) / <alpha-value>)',
        accent: 'rgb(var(--accent) / <alpha-value>)',
        'accent-ink': 'rgb(var(--accent-ink) / <alpha-value>)',
        success: 'rgb(var(--success) / <alpha-value>)',
        danger: 'rgb(var(--danger) / <alpha-value>)',
        warning: 'rgb(var(--warning) / <alpha-value>)',
      },
      fontFamily: {
        sans: ['"Inter Variable"', 'ui-sans-serif', 'system-ui', 'sans-serif'],
      },
      fontSize: {
        xs: ['0.75rem', { lineHeight: '1rem' }],
        sm: ['0.875rem', { lineHeight: '1.25rem' }],
        base: ['1rem', { lineHeight: '1.5rem' }],
        lg: ['1.125rem', { lineHeight: '1.75rem' }],
        xl: ['1.5rem', { lineHeight: '2rem' }],
        '2xl': ['2rem', { lineHeight: '2.5rem' }],
        '3xl': ['3rem', { lineHeight: '1.1' }],
      },
      borderRadius: { card: '1rem', pill: '999px' },
      boxShadow: {
        card: '0 1px 2px rgb(15 23 42 / 0.06), 0 4px 16px rgb(15 23 42 / 0.06)',
        raised: '0 8px 30px rgb(15 23 42 / 0.12)',
      },
      maxWidth: { content: '75rem' },
      transitionDuration: { quick: '150ms', base: '250ms' },
    },
  },
} satisfies Config;
