import { ChatBubble } from "#/app/components/chat-bubble.tsx";

/** client:idle — its bubble only appears seconds after load anyway. */
export default function ChatIsland() {
  return <ChatBubble />;
}
