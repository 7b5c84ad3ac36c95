import showcaseUrl from '../../../assets/showcase.svg?no-inline';

/** The showcase image: a published portfolio on a desktop browser and on a phone. */
export function Showcase() {
  return (
    <section aria-labelledby="showcase-heading" className="bg-white py-14">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:px-8">
        <div>
          <h2 id="showcase-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            One form in, a finished site out
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            Fill in your profile, education, projects, experience, achievements, articles and links. The
            Techfolio template lays them out for a laptop and a phone alike, and the published site scores
            high on speed and accessibility checks.
          </p>
        </div>
        <img
          src={showcaseUrl}
          width={960}
          height={580}
          loading="lazy"
          decoding="async"
          alt="A portfolio made with Portfolio Maker, open in a desktop browser and on a phone: a dark header with the owner's photo, name and role, a Contact me button, and cards for projects and experience."
          className="h-auto w-full rounded-3xl"
        />
      </div>
    </section>
  );
}
