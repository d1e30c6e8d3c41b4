const STEPS = [
  {
    title: 'Pick a journey',
    text: 'Choose the life event you are going through, such as moving home or changing jobs.',
  },
  {
    title: 'Verify once',
    text: 'Confirm your new details a single time. We check which of your accounts need them.',
  },
  {
    title: 'Updated everywhere',
    text: 'We update each company through its integration, by email on your behalf, or with a ready checklist.',
  },
];

export function HowItWorksSteps() {
  return (
    <ol className="grid gap-4 sm:grid-cols-3">
      {STEPS.map((step, index) => (
        <li key={step.title} className="flex flex-col gap-2 rounded-lg border border-border p-6">
          <span aria-hidden="true" className="text-sm font-semibold text-brand-700">
            Step {index + 1}
          </span>
          <h3 className="text-lg font-semibold">{step.title}</h3>
          <p className="text-muted-foreground">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
