import { ChatBubble } from "#/app/components/chrome/chat-bubble.tsx";
import { asIsland } from "#/app/components/islands/island-mark.tsx";

/** The chat button and its panel. */
export default asIsland("chat", ChatBubble);
