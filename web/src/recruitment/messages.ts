import { PAGE_KEY_LABELS } from "@wafer/schemas/constants";
import { messages } from "@/i18n/messages";

// Words of the recruitment pages. The hiring types' and categories' names are the shared
// JOB_TYPE_LABELS and JOB_CATEGORY_LABELS (schemas/src/constants.ts), which the studio shows too.
const zh = {
  // The hiring pages' names where no page document is read (structured data, preview images).
  society: { title: PAGE_KEY_LABELS.society.zh },
  campus: { title: PAGE_KEY_LABELS.campus.zh },
  categories: "职位类别",
  openPosts: (n: number) => `${n} 个在招职位`,
  allCategories: "全部类别",
  empty: "该类别下暂无职位",
  city: "工作地点",
  education: "学历要求",
  headcount: "招聘人数",
  headcountValue: (n: number) => `${n} 人`,
  postedAt: "发布日期",
  validThrough: "截止日期",
  category: "职位类别",
  type: "招聘类型",
  responsibilities: "岗位职责",
  requirements: "任职要求",
  benefits: "福利待遇",
  apply: "立即申请",
  closed: "该职位已停止招聘。",
  backToCategory: "返回职位列表",
  facts: "职位信息",
};

const en: typeof zh = {
  society: { title: PAGE_KEY_LABELS.society.en },
  campus: { title: PAGE_KEY_LABELS.campus.en },
  categories: "Job categories",
  openPosts: (n: number) => `${n} open ${n === 1 ? "post" : "posts"}`,
  allCategories: "All categories",
  empty: "There are no posts in this category currently",
  city: "Location",
  education: "Education",
  headcount: "Openings",
  headcountValue: (n: number) => String(n),
  postedAt: "Posted",
  validThrough: "Apply by",
  category: "Category",
  type: "Hiring type",
  responsibilities: "Responsibilities",
  requirements: "Requirements",
  benefits: "Benefits",
  apply: "Apply now",
  closed: "This position is no longer open.",
  backToCategory: "Back to the job list",
  facts: "About the position",
};

export const recruitmentMessages = messages({ zh, en });
