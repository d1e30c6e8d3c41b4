const STEPS = [
  {
    title: 'Pick a journey',
    text: 'Choose the life event you are going through, such as moving home. We list the companies in your footprint that hold the details it changes.',
  },
  {
    title: 'Verify once',
    text: 'Confirm your new details a single time and choose which companies to tell. Nothing is sent without your say-so.',
  },
  {
    title: 'Updated everywhere',
    text: 'Each company is updated through a live integration, an email we send for you, or a pre-filled checklist, and you see every status in one place.',
  },
];

export function HowItWorksSteps() {
  return (
    <ol className="grid gap-4 sm:grid-cols-3">
      {STEPS.map((step, index) => (
        <li
          key={step.title}
          className="flex flex-col gap-2 rounded-lg border border-border bg-card p-6 text-card-foreground"
        >
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
