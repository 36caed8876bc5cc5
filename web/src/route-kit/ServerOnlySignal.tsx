"use client";

import { Component, type ReactNode } from "react";

/**
 * Renders its children on the server and nothing in the browser when they throw there: the
 * not-found signal of NotFoundPage (web/src/route-kit/NotFoundPage.tsx) sets the status of the server's
 * answer, and in the browser the page already shows the 404 view. Without this boundary the
 * signal would reach the closest not-found boundary, which for the locale layout's own 404 (a
 * segment that is no locale) is Next's bare English default.
 */
export class ServerOnlySignal extends Component<{ children: ReactNode }, { thrown: boolean }> {
  override state = { thrown: false };

  static getDerivedStateFromError(): { thrown: boolean } {
    return { thrown: true };
  }

  override render() {
    return this.state.thrown ? null : this.props.children;
  }
}
