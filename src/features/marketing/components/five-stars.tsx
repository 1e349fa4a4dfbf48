import { Star } from 'lucide-react';
import { useT } from '@/i18n/language-context';
import { testimonialMessages } from '../messages/testimonials/messages';

/** Always five filled stars: every testimonial shows five, whatever its rating (spec section 3). */
export function FiveStars() {
  const t = useT(testimonialMessages);
  return (
    <div role="img" aria-label={t('fiveStars')} className="flex gap-1">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          data-testid="star"
          className="size-5 fill-sand-400 text-sand-500"
        />
      ))}
    </div>
  );
}
