import type { ReactNode } from 'react';
import { safeHref } from './safe-values.ts';
import type { SiteData } from './site-data.ts';

// The Techfolio template. Pure components: no state, no effects, no scripts, so the same markup
// renders the editor's live preview and the published static page. React escapes every text.

const monthFormat = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });

function formatDate(date: string): string {
  return date ? monthFormat.format(new Date(`${date}T00:00:00Z`)) : '';
}

function Period({ start, end }: { start: string; end: string }) {
  if (!start && !end) return null;
  return (
    <p className="meta">
      {start && <time dateTime={start}>{formatDate(start)}</time>}
      {start && ' – '}
      {end ? <time dateTime={end}>{formatDate(end)}</time> : start && 'Present'}
    </p>
  );
}

/** A link only when the address is http(s) or mailto; otherwise nothing. */
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const safe = safeHref(href);
  if (!safe) return null;
  return (
    <a href={safe} rel="noopener noreferrer">
      {children}
    </a>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

function Hero({ data }: { data: SiteData }) {
  const links: [string, string][] = [
    [data.email ? `mailto:${data.email}` : '', data.email],
    [data.linkidenUrl, 'LinkedIn'],
    [data.githubUrl, 'GitHub'],
    [data.twitterUrl, 'Twitter'],
    [data.instagramUrl, 'Instagram'],
    [data.facebookUrl, 'Facebook'],
  ];
  const phones = [data.contactNumber, data.alternateContactNumber].filter(Boolean);
  return (
    <header className="hero">
      <div className="wrap hero-grid">
        {data.cover && (
          <img
            className="cover"
            src={data.cover.src}
            width={data.cover.width}
            height={data.cover.height}
            alt={`Cover image of ${data.name}`}
            fetchPriority="high"
          />
        )}
        <div>
          <h1>{data.name}</h1>
          <p className="role">{data.title}</p>
          {data.summary && <p className="summary">{data.summary}</p>}
          <ul className="contact" aria-label="Contact">
            {links
              .filter(([href]) => safeHref(href))
              .map(([href, label]) => (
                <li key={label}>
                  <ExternalLink href={href}>{label}</ExternalLink>
                </li>
              ))}
            {phones.map((phone) => (
              <li key={phone}>{phone}</li>
            ))}
            {data.address && <li>{data.address}</li>}
          </ul>
        </div>
      </div>
    </header>
  );
}

/** The body of a Techfolio site. */
export function TechfolioSite({ data }: { data: SiteData }) {
  return (
    <>
      <a className="skip" href="#content">
        Skip to content
      </a>
      <Hero data={data} />
      <main id="content" className="wrap">
        {data.aboutMe && (
          <Section id="about" title="About Me">
            <p className="about">{data.aboutMe}</p>
          </Section>
        )}
        {data.experiences.length > 0 && (
          <Section id="experience" title="Experience">
            <ul className="items">
              {data.experiences.map((e, i) => (
                <li className="item" key={`${e.companyName}-${i}`}>
                  <h3>
                    {e.role}
                    {e.role && e.companyName && ' · '}
                    {e.companyName}
                  </h3>
                  <Period start={e.startDate} end={e.endDate} />
                  {e.techStack && <p className="tags">{e.techStack}</p>}
                  {e.summary && <p>{e.summary}</p>}
                </li>
              ))}
            </ul>
          </Section>
        )}
        {data.projects.length > 0 && (
          <Section id="projects" title="Projects">
            <ul className="items two">
              {data.projects.map((p, i) => (
                <li className="item" key={`${p.title}-${i}`}>
                  <h3>{p.title}</h3>
                  {p.role && <p className="meta">{p.role}</p>}
                  <Period start={p.startDate} end={p.endDate} />
                  {p.techStack && <p className="tags">{p.techStack}</p>}
                  {p.details && <p>{p.details}</p>}
                  {safeHref(p.link) && (
                    <p>
                      <ExternalLink href={p.link}>View {p.title || 'project'}</ExternalLink>
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </Section>
        )}
        {data.educations.length > 0 && (
          <Section id="education" title="Education">
            <ul className="items">
              {data.educations.map((e, i) => (
                <li className="item" key={`${e.schoolCollegeName}-${i}`}>
                  <h3>{e.schoolCollegeName}</h3>
                  <p className="meta">{[e.course, e.majorField, e.percentage].filter(Boolean).join(' · ')}</p>
                  <Period start={e.startDate} end={e.endDate} />
                  {e.yourLearning && <p>{e.yourLearning}</p>}
                </li>
              ))}
            </ul>
          </Section>
        )}
        {data.achievements.length > 0 && (
          <Section id="achievements" title="Achievements">
            <ul className="items two">
              {data.achievements.map((a, i) => (
                <li className="item" key={`${a.title}-${i}`}>
                  <h3>{a.title}</h3>
                  {a.date && (
                    <p className="meta">
                      <time dateTime={a.date}>{formatDate(a.date)}</time>
                    </p>
                  )}
                  {a.description && <p>{a.description}</p>}
                  {safeHref(a.link) && (
                    <p>
                      <ExternalLink href={a.link}>More about {a.title || 'this achievement'}</ExternalLink>
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </Section>
        )}
        {data.articles.length > 0 && (
          <Section id="articles" title="Articles">
            <ul className="items">
              {data.articles.map((a, i) => (
                <li className="item" key={`${a.title}-${i}`}>
                  <h3>
                    {safeHref(a.link) ? (
                      <ExternalLink href={a.link}>{a.title || a.link}</ExternalLink>
                    ) : (
                      a.title
                    )}
                  </h3>
                  {a.date && (
                    <p className="meta">
                      <time dateTime={a.date}>{formatDate(a.date)}</time>
                    </p>
                  )}
                  {a.description && <p>{a.description}</p>}
                </li>
              ))}
            </ul>
          </Section>
        )}
      </main>
      <footer>
        <div className="wrap">
          <p>
            © {data.name}. Made with <a href="https://portfolio-maker.app/">Portfolio Maker</a>.
          </p>
        </div>
      </footer>
    </>
  );
}
