export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

export interface FaqSection {
  readonly id: string;
  readonly title: string;
  readonly items: readonly FaqItem[];
}
