import { relayLiveEvents } from "@/preview/live-relay";

// The live refresh of a preview: the content lake's change events, in draft mode only.
export const GET = relayLiveEvents;
