/** Each prerendered public page with its main heading and a sentence of its body (spec section 2). */
export const PUBLIC_PAGE_TEXT: { route: string; heading: string; body: string }[] = [
  {
    route: '/',
    heading: 'Safe rides and fair rewards, across the UAE',
    body: 'Rihla brings rides, deliveries, recovery and tours together in one app',
  },
  {
    route: '/about',
    heading: 'Our Story of Service and Excellence',
    body: 'Today we carry people, parcels and whole homes across the UAE',
  },
  {
    route: '/services',
    heading: 'Services',
    body: 'Rides are just the start. Our partners help with everything',
  },
  {
    route: '/team',
    heading: 'Our Team',
    body: 'Drivers, engineers and operators who believe mobility can be fair for everyone.',
  },
  {
    route: '/contact',
    heading: 'Contact Us',
    body: 'We reply to every message, and our hotline is open 24/7.',
  },
  {
    route: '/faqs',
    heading: 'Frequently Asked Questions',
    body: 'Everything riders, drivers and members ask us most, in one place.',
  },
  {
    route: '/faq',
    heading: 'Frequently Asked Questions',
    body: 'Everything riders, drivers and members ask us most, in one place.',
  },
  {
    route: '/login',
    heading: 'Welcome back',
    body: 'Log in with your e-mail, phone number or username.',
  },
  {
    route: '/signup',
    heading: 'Create your account',
    body: 'Join Rihla in a few minutes. Registration is free.',
  },
  {
    route: '/forgot-password',
    heading: 'Forgot your password?',
    body: 'we will send you a 6-digit reset code.',
  },
  {
    route: '/reset-password',
    heading: 'Choose a new password',
    body: 'Enter the 6-digit code from your e-mail.',
  },
];
