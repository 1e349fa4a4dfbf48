/** The Update Country dialog's words (spec 2 and 5), loaded with the dialog: English source. */
export default {
  title: 'Update Country',
  // The spec's prompt, now the select's label.
  prompt: 'Enter your new country:',
  placeholder: 'Select a country',
  required: 'Choose your new country.',
  send: 'Send request',
  sending: 'Sending...',
  cancel: 'Cancel',
  note: 'An admin verifies the change before it applies.',
  sent: 'Country update request sent to admin for verification.',
  failed: 'Failed to send country update request',
} as const;
