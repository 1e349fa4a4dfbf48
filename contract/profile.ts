/**
 * Profile editing (DECISIONS 16, 37): the fields a member may change and the photo rules, written
 * once for the SPA's form and the server's routes. Names and gender take the sign-up rules and
 * messages as they are (the same zod fields), so the two can never drift apart.
 */
import { z } from 'zod';
import { languageSchema } from './language-schema';
import { LIMITS, signupFormSchema } from './validation';

const signup = signupFormSchema(false).shape;

export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully',
  photoUpdated: 'Profile photo updated successfully',
  photoMissing: 'Choose a photo to upload.',
  photoTooLarge: 'The photo must be at most 5 MB.',
  photoType: 'The photo must be a JPEG, PNG or WebP image.',
  photoDamaged: 'The photo could not be read. It may be damaged; please choose another image.',
} as const;

/** The multipart field that carries the photo. */
export const PHOTO_FIELD = 'photo';
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Stored photos fit in a square of this many pixels. */
export const PHOTO_MAX_PIXELS = 512;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The inputs' `maxLength`: the sign-up rule's own limit, so the two cannot differ. */
export const NAME_MAX_LENGTH = { firstName: LIMITS.name, lastName: LIMITS.name } as const;

/** The edit form: every field present, as the form always sends them. */
export const profileFormSchema = z.object({
  firstName: signup.firstName,
  lastName: signup.lastName,
  gender: signup.gender,
});

/**
 * `PATCH /user/profile`: a field that is left out stays as it is. Strict so that other fields
 * (username, e-mail, phone, sponsor, …) are noticed and then ignored (DECISIONS 40). `language`
 * is the member's saved choice (DECISIONS 38), sent alone by the language switch.
 */
export const profileBody = z.strictObject({
  firstName: signup.firstName.optional(),
  lastName: signup.lastName.optional(),
  gender: signup.gender.optional(),
  language: languageSchema.optional(),
});
