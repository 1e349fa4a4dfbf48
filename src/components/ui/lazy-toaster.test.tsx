/** Issue 16: the toaster (and react-hot-toast) arrive with the first toast, not with the page. */
import { render, screen } from '@testing-library/react';
import { notify, toastsRequested } from '@/lib/notify';
import { LazyToaster } from './lazy-toaster';

// First in the file: the module's state is fresh (nothing asked for yet).
it('does not load the library to dismiss when nothing was ever shown', () => {
  notify.dismiss();
  expect(toastsRequested()).toBe(false);
});

it('renders nothing until the first toast, then shows it and the ones asked for meanwhile', async () => {
  const { container } = render(<LazyToaster />);
  expect(toastsRequested()).toBe(false);
  expect(container).toBeEmptyDOMElement();

  const id = notify.loading('Logging in...');
  notify.success('Login successful!', id);
  notify.error('Failed to get user data');

  expect(await screen.findByText('Login successful!')).toBeInTheDocument();
  expect(screen.getByText('Failed to get user data')).toBeInTheDocument();
  // The loading toast was replaced by its outcome, through the id handed out at once.
  expect(screen.queryByText('Logging in...')).not.toBeInTheDocument();
});
