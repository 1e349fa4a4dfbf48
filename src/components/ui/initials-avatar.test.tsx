import { render, screen } from '@testing-library/react';
import { InitialsAvatar, initialsOf } from './initials-avatar';

describe('initials avatar', () => {
  it.each([
    ['Layla Haddad', 'LH'],
    ['layla', 'L'],
    ['  Omar   bin Saleh ', 'OB'],
    ['ليلى حداد', 'لح'],
    ['😀 Smile', '😀S'],
    ['', '?'],
  ])('takes the initials of %o', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('is one image named by its label, the initials only decoration', () => {
    render(<InitialsAvatar name="Layla Haddad" label="No Img" />);
    const avatar = screen.getByRole('img', { name: 'No Img' });
    expect(avatar).toHaveTextContent('LH');
    expect(screen.queryByText('No Img')).not.toBeInTheDocument();
  });
});
