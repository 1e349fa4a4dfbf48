import { DEFAULT_COUNTRY_CODE, type SignupRequest } from '@contract/user';

/** The signup form's fields, in the order they appear (focus goes to the first error). */
export const SIGNUP_FIELDS = [
  'username',
  'firstName',
  'lastName',
  'email',
  'otp',
  'countryCode',
  'phone',
  'password',
  'confirmPassword',
  'sponsorBy',
  'gender',
] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupValues = Record<SignupField, string>;

export const signupId = (field: SignupField) => `signup-${field}`;

export const emptySignup = (sponsorBy: string): SignupValues => ({
  username: '',
  firstName: '',
  lastName: '',
  email: '',
  otp: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  phone: '',
  password: '',
  confirmPassword: '',
  sponsorBy,
  gender: '',
});

/** The payload of spec section 3: the country code and the 10 digits joined. */
export function signupPayload(v: SignupValues): SignupRequest {
  return {
    username: v.username.trim(),
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    countryCode: v.countryCode,
    phoneNumber: `${v.countryCode}${v.phone.trim()}`,
    password: v.password,
    confirmPassword: v.confirmPassword,
    sponsorBy: v.sponsorBy.trim(),
    gender: v.gender as SignupRequest['gender'],
    otp: v.otp.trim(),
  };
}

/** The server's field names mapped onto the form's (it calls the phone phoneNumber). */
export function signupFieldFor(key: string): SignupField | null {
  if (key === 'phoneNumber') return 'phone';
  return (SIGNUP_FIELDS as readonly string[]).includes(key) ? (key as SignupField) : null;
}
