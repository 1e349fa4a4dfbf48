import type { LucideIcon } from 'lucide-react';

export interface ServicePoint {
  headline: string;
  text: string;
}

/** A partner service line (spec section 3: title, icon, image, need, description, ≤10 points). */
export interface PartnerService {
  id: string;
  title: string;
  icon: LucideIcon;
  /** Illustration under public/images/marketing, 480×320. */
  image: string;
  /** One line for the card. */
  summary: string;
  description: string;
  /** Heading above the bullet list in the modal. */
  need: string;
  points: readonly ServicePoint[];
}

export const MAX_POINTS = 10;

export const point = (headline: string, text: string): ServicePoint => ({ headline, text });
