import type { LucideIcon } from 'lucide-react';

export interface ServicePoint {
  readonly headline: string;
  readonly text: string;
}

/** A partner service line (spec section 3: title, icon, image, need, description, ≤10 points). */
export interface PartnerService {
  readonly id: string;
  readonly title: string;
  readonly icon: LucideIcon;
  /** Illustration under public/images/marketing, 480×320. */
  readonly image: string;
  /** One line for the card. */
  readonly summary: string;
  readonly description: string;
  /** Heading above the bullet list in the modal. */
  readonly need: string;
  readonly points: readonly ServicePoint[];
}

export const MAX_POINTS = 10;
