import type { Locale } from "@/i18n/config";

// The words of sending a form: the button, the verification step, the answers after a submit.

const zh = {
  submit: "提交",
  submitting: "正在提交…",
  altchaHint: "您开始填写时，验证即在浏览器中自动进行；如尚未完成，也可点击下方方框。",
  /** Shown only without JavaScript: the check cannot run, and the visitor is told what to do. */
  altchaNoScript:
    "验证码需要在浏览器中运行 JavaScript，当前无法完成，因此表单暂时无法提交。请启用 JavaScript 后刷新本页，或通过页面底部的联系方式与我们联系。",
  /** The ALTCHA widget's own strings, in place of the ones it bundles. */
  altchaWidget: {
    label: "点击进行验证",
    verifying: "正在验证…",
    verified: "验证成功",
    error: "验证失败，请重试。",
    expired: "验证已过期，请重新验证。",
    verificationRequired: "请完成验证码验证",
    waitAlert: "正在验证，请稍候。",
    reload: "重新加载",
    verify: "验证",
    loading: "加载中…",
    cancel: "取消",
    enterCode: "输入验证码",
    enterCodeAria: "输入您听到的验证码。按空格键播放音频。",
    enterCodeFromImage: "请输入下图中的验证码以继续。",
    getAudioChallenge: "获取语音验证码",
    ariaLinkLabel: "ALTCHA",
    footer: "",
  },
  /** Why a submission did not go through; the form shows one of these above its button. */
  status: {
    invalid: "请检查标出的字段。",
    rejected: "提交未被接受，请刷新页面后重试。",
    tooLarge: "上传内容过大，文件不能超过 10 MB。",
    tooMany: "提交过于频繁，请稍后再试。",
    unavailable: "服务暂时不可用，请稍后再试。您的信息尚未提交。",
    /** 503 when too many uploaded files wait to be checked (issue 40). */
    busy: "当前正在检查的简历较多，请稍候片刻再提交。您的信息尚未提交。",
    network: "网络连接失败，请检查网络后重试。您的信息尚未提交。",
  },
  success: {
    message: "留言已提交，感谢您的来信！我们已向您的邮箱发送确认邮件。",
    application: "简历已投递成功！我们已向您的邮箱发送确认邮件，HR 会尽快与您联系。",
    inquiry: "询价已提交！我们已向您的邮箱发送确认邮件，销售团队会尽快与您联系。",
    another: "再提交一份",
  },
  /** The thanks when this site sends no mail (no SMTP server configured): nothing about an email. */
  successNoMail: {
    message: "留言已提交，感谢您的来信！我们会尽快回复您。",
    application: "简历已投递成功！HR 会尽快与您联系。",
    inquiry: "询价已提交！销售团队会尽快与您联系。",
  },
};

export type SubmissionMessages = typeof zh;

const en: SubmissionMessages = {
  submit: "Submit",
  submitting: "Submitting…",
  altchaHint:
    "The check runs by itself in your browser as soon as you start filling in the form; you can also tick the box below.",
  altchaNoScript:
    "The verification needs JavaScript, which is turned off in this browser, so the form cannot be sent yet. Please turn JavaScript on and reload this page, or contact us through the details at the foot of the page.",
  altchaWidget: {
    label: "Click to verify",
    verifying: "Verifying…",
    verified: "Verified",
    error: "Verification failed. Please try again.",
    expired: "Verification expired. Please verify again.",
    verificationRequired: "Please complete the verification code",
    waitAlert: "Verifying, please wait.",
    reload: "Reload",
    verify: "Verify",
    loading: "Loading…",
    cancel: "Cancel",
    enterCode: "Enter code",
    enterCodeAria: "Enter the code you hear. Press Space to play the audio.",
    enterCodeFromImage: "Enter the code shown in the image to continue.",
    getAudioChallenge: "Get an audio challenge",
    ariaLinkLabel: "ALTCHA",
    footer: "",
  },
  status: {
    invalid: "Please check the highlighted fields.",
    rejected: "The submission was not accepted. Please reload the page and try again.",
    tooLarge: "The upload is too large: the file must be at most 10 MB.",
    tooMany: "Too many submissions. Please try again later.",
    unavailable: "The service is temporarily unavailable. Please try again later; nothing was submitted.",
    busy: "We are checking many resumes right now. Please submit again in a moment; nothing was submitted.",
    network: "The network connection failed. Please check it and try again; nothing was submitted.",
  },
  success: {
    message: "Thank you, your message has been sent. We have emailed you a confirmation.",
    application: "Your application has been submitted. We have emailed you a confirmation; HR will contact you soon.",
    inquiry:
      "Your inquiry has been submitted. We have emailed you a confirmation; our sales team will contact you soon.",
    another: "Submit another",
  },
  successNoMail: {
    message: "Thank you, your message has been sent. We will reply as soon as we can.",
    application: "Your application has been submitted. HR will contact you soon.",
    inquiry: "Your inquiry has been submitted. Our sales team will contact you soon.",
  },
};

export const SUBMISSION_MESSAGES: Record<Locale, SubmissionMessages> = { zh, en };
