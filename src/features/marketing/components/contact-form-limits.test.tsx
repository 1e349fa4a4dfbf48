import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@contract/validation';
import { renderWithProviders } from '@/test/render';
import { ContactForm } from './contact-form';

describe('contact form limits (issue 14)', () => {
  it('stops each field at the length the schema allows', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxLength', String(LIMITS.contactName));
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxLength', String(LIMITS.email));
    expect(screen.getByLabelText('Message')).toHaveAttribute(
      'maxLength',
      String(LIMITS.contactMessage),
    );
    await user.type(screen.getByLabelText('Name'), 'N'.repeat(LIMITS.contactName + 3));
    expect(screen.getByLabelText('Name')).toHaveValue('N'.repeat(LIMITS.contactName));
  });
});
