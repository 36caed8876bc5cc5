import { ItemCards } from "@/blocks/CardsBlock";
import { CmsSection } from "@/blocks/Sections";
import { PlantMap } from "@/catalogue/PlantMap";
import { pageCopy, section, team, timeline } from "@/company/content";
import { companyLabels } from "@/company/labels";
import { PageHero, PageMain, Section, Timeline } from "@/components/page/Page";
import type { Locale } from "@/i18n/config";
import { StandardBody } from "./Standard";

// The company profile with its history, and the management team.
export async function AboutTemplate({ locale }: { locale: Locale }) {
  const [copy, events] = await Promise.all([pageCopy(locale, "about"), timeline(locale)]);
  const history = section(copy, "timeline");
  return (
    <PageMain>
      <PageHero copy={copy} />
      {(copy.sections ?? [])
        .filter((item) => item.key !== "timeline")
        .map((item, index) => (
          <CmsSection key={item._key} section={item} tone={index % 2 ? "alt" : "plain"}>
            {/* The plants' cards (the editors' copy) come with where they are. */}
            {item.key === "plants" ? <PlantMap locale={locale} /> : null}
          </CmsSection>
        ))}
      {events.length ? (
        <Section
          heading={history?.heading ?? companyLabels(locale).history}
          subheading={history?.subheading}
          id="timeline"
        >
          <Timeline
            events={events.map((event) => ({
              _id: event._id,
              year: event.date.slice(0, 4),
              title: event.title,
              text: event.text,
            }))}
          />
        </Section>
      ) : null}
    </PageMain>
  );
}

export async function TeamTemplate({ locale }: { locale: Locale }) {
  const [copy, members] = await Promise.all([pageCopy(locale, "team"), team(locale)]);
  return (
    <StandardBody copy={copy}>
      <Section heading={companyLabels(locale).leadership} id="members" tone="alt">
        <ItemCards
          items={members.map((member) => ({
            _key: member._id,
            title: member.name,
            figure: null,
            subtitle: member.role,
            text: member.biography,
            image: member.photo,
          }))}
          portraits
        />
      </Section>
    </StandardBody>
  );
}
