/** Sharing a referral link (issue 31): English source. */
export default {
  heading: 'Invite people to Rihla',
  intro: 'Everyone who signs up with your link joins your team.',
  linkLabel: 'Your referral link',
  share: 'Share',
  whatsapp: 'WhatsApp',
  whatsappLabel: 'Share on WhatsApp',
  copy: 'Copy link',
  copied: 'Link copied!',
  copyFailed: 'Could not copy the link. Select it and copy it yourself.',
  qrShow: 'QR code',
  qrHide: 'Hide QR code',
  qrLabel: 'QR code of your referral link',
  qrHint: 'Scan it with a phone camera, or print it on a card for your car.',
  download: 'Download PNG',
  shareTitle: 'Join me on Rihla',
  /** The message the member sends: ours, short, and it names the member. */
  message:
    'Hi, it’s {name}! Join me on Rihla: rides, delivery and tourism across the UAE, with rewards for every ride. Sign up with my link:',
} as const;
