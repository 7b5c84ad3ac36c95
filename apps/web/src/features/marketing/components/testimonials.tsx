type Testimonial = { name: string; role: string; quote: string; initials: string; tone: string };

const testimonials: readonly Testimonial[] = [
  {
    name: 'Priya Sharma',
    role: 'Frontend developer',
    initials: 'PS',
    tone: 'bg-indigo-100 text-indigo-800',
    quote:
      'I had put off building a portfolio for a year. With Portfolio Maker it took one evening, and two recruiters mentioned the site in my first week of applying.',
  },
  {
    name: 'Arjun Mehta',
    role: 'Freelance designer',
    initials: 'AM',
    tone: 'bg-sky-100 text-sky-800',
    quote:
      'Clients open my link on their phones. The site looks right on every screen and loads before they lose interest, which is exactly what I needed.',
  },
  {
    name: 'Sara Khan',
    role: 'Data analyst',
    initials: 'SK',
    tone: 'bg-emerald-100 text-emerald-800',
    quote:
      'No code, no hosting to manage. I filled in my projects and articles, paid once, and my portfolio was live under my own name the same day.',
  },
];

/** Three testimonial cards; static sample content (docs/spec.md §3). */
export function Testimonials({ heading = 'What Our Users Say' }: { heading?: string }) {
  return (
    <section aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        {heading}
      </h2>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <blockquote className="flex-1 text-base leading-7 text-slate-700">
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className={`flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${testimonial.tone}`}
                >
                  {testimonial.initials}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                  <span className="block text-sm text-slate-600">{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
