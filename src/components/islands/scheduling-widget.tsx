import { SchedulingWidget } from "#/src/components/appointment/scheduling-widget.tsx";
import { asIsland } from "#/src/components/islands/island-mark.tsx";

/** The scheduling widget, or its fallback when the booking service does not answer. */
export default asIsland("scheduling-widget", SchedulingWidget);
