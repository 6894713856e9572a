import { SchedulingWidget } from "~/components/appointment/scheduling-widget";
import { ContactOptions } from "~/components/contact-options";
import { PageHeader } from "~/components/page-header";
import { Container } from "~/components/ui/container";
import { appointmentPage } from "~/content/appointment";
import { paths } from "~/content/pages";
import { seo } from "~/lib/seo";

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
