"use client";

export { ChatBubble } from "#/app/components/chat-bubble.tsx";
