// The lake's sign-in page, proof-of-work step (login-proof.ts): loads the ALTCHA widget served by
// the lake itself, gives it the lake's SHA worker (the external build starts no blob: workers, so
// the page's CSP needs none) and bilingual words. The widget fetches /auth/login/challenge, solves
// it as soon as the page loads (auto="onload") and puts its payload in the form's `proof` field.
import "./altcha.js";

const WORKER = "/auth/login/sha-worker.js";
for (const algorithm of ["SHA-256", "SHA-384", "SHA-512"]) {
  globalThis.$altcha?.algorithms.set(algorithm, () => new Worker(WORKER));
}

globalThis.$altcha?.i18n.set("zh-cn", {
  label: "人机验证 Verification",
  verifying: "正在验证… Verifying…",
  verified: "验证成功 Verified",
  error: "验证失败，请刷新本页。 The check failed: reload this page.",
  expired: "验证已过期，请重新验证。 The check expired: verify again.",
  verificationRequired: "请等待验证完成。 Wait for the check to finish.",
  waitAlert: "正在验证，请稍候。 Verifying, please wait.",
  reload: "重新加载 Reload",
  verify: "验证 Verify",
  loading: "加载中… Loading…",
  cancel: "取消 Cancel",
  enterCode: "输入验证码 Enter code",
  enterCodeAria: "输入您听到的验证码。 Enter the code you hear.",
  enterCodeFromImage: "请输入下图中的验证码。 Enter the code shown in the image.",
  getAudioChallenge: "获取语音验证码 Get an audio challenge",
  ariaLinkLabel: "ALTCHA",
  footer: "",
});
