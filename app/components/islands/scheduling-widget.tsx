import { SchedulingWidget } from "#/app/components/appointment/scheduling-widget.tsx";
import { marked } from "#/app/components/islands/island-mark.tsx";

/** The scheduling widget, or its fallback when the booking service does not answer. */
export default marked("scheduling-widget", SchedulingWidget);
