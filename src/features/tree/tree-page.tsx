import { usePageTitle } from '@/components/ui/use-page-title';

/** Placeholder until its issue fills the page. */
export default function TreePage() {
  usePageTitle('My Team');
  return (
    <main id="main" className="mx-auto max-w-content px-4 py-12">
      <h1 className="text-2xl font-bold">My Team</h1>
    </main>
  );
}
