import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { FONTS_SWAP_CLASS, FontUpgrade } from './font-upgrade';

function App() {
  return (
    <MemoryRouter initialEntries={['/about']}>
      <FontUpgrade />
      <Routes>
        <Route path="/about" element={<Link to="/services">Services</Link>} />
        <Route path="/services" element={<h1>Services page</h1>} />
      </Routes>
    </MemoryRouter>
  );
}

describe('FontUpgrade', () => {
  afterEach(() => document.documentElement.classList.remove(FONTS_SWAP_CLASS));

  it('leaves the first page on the optional faces', () => {
    render(<App />);
    expect(document.documentElement).not.toHaveClass(FONTS_SWAP_CLASS);
  });

  it('puts the swap faces first once the reader navigates inside the app', async () => {
    render(<App />);
    await userEvent.click(screen.getByRole('link', { name: 'Services' }));
    expect(await screen.findByRole('heading', { name: 'Services page' })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass(FONTS_SWAP_CLASS);
  });
});
