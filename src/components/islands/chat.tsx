import { ChatBubble } from "#/src/components/chrome/chat-bubble.tsx";
import { asIsland } from "#/src/components/islands/island-mark.tsx";

/** The chat button and its panel. */
export default asIsland("chat", ChatBubble);
