import { SchedulingWidget } from "#/app/components/appointment/scheduling-widget.tsx";
import { ContactOptions } from "#/app/components/contact-options.tsx";
import { PageHeader } from "#/app/components/page-header.tsx";
import { Container } from "#/app/components/ui/container.tsx";
import { appointmentPage } from "#/app/content/appointment.ts";
import { paths } from "#/app/content/site.ts";
import { seo } from "#/app/lib/seo.ts";

export const meta = () => seo({ ...appointmentPage.meta, path: paths.appointment });

export default function AppointmentPage() {
  return (
    <>
      <PageHeader title={appointmentPage.title} intro={appointmentPage.intro} />
      <Container className="space-y-14 pb-20">
        <SchedulingWidget copy={appointmentPage.widget} />
        <ContactOptions copy={appointmentPage.contact} emailSubject="Afspraak maken" />
      </Container>
    </>
  );
}
