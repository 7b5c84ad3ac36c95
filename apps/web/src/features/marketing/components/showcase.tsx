import showcaseUrl from '../../../assets/showcase.webp?no-inline';

/** The showcase image: the eight templates filled with the sample data, as rendered by `npm run thumbnails`. */
export function Showcase() {
  return (
    <section aria-labelledby="showcase-heading" className="bg-white py-14">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:px-8">
        <div>
          <h2 id="showcase-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            One form in, a finished site out
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            Fill in your profile, education, projects, experience, achievements, articles and links. Pick one
            of eight templates, from a developer’s terminal to a photographer’s gallery: each lays them out
            for a laptop and a phone alike, and the published site scores high on speed and accessibility
            checks.
          </p>
        </div>
        <img
          src={showcaseUrl}
          width={1340}
          height={436}
          loading="lazy"
          decoding="async"
          alt="The eight templates in two rows with the same sample portfolio: Techfolio with a deep indigo header, Monograph on cream paper, Studio in near-black, Gallery on white with its projects in columns; then Sidebar with a side column, Spotlight with a very large serif name, Paper in one column of text, and Terminal in green on black."
          className="h-auto w-full rounded-3xl"
        />
      </div>
    </section>
  );
}
