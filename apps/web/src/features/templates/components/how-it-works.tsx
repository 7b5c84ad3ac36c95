const steps: readonly { title: string; description: string }[] = [
  {
    title: 'Fill in your info',
    description:
      'Choose a hosting name and add your profile, education, projects, experience, achievements, articles and links in one form.',
  },
  {
    title: 'We build it',
    description:
      'Pay once by UPI, card or net banking. Your template turns your details into a fast, responsive and accessible site.',
  },
  {
    title: 'Go live',
    description:
      'Your portfolio is published at its own address under your hosting name. Share the link, and update it whenever you like.',
  },
];

/** The three steps from template to live site. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-heading">
      <h2 id="how-it-works-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        How It Works
      </h2>
      <ol className="mt-8 grid gap-5 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-indigo-600 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
