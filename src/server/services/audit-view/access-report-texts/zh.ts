import type { AccessReportTexts } from './types';

export const zh: AccessReportTexts = {
  title: '谁访问了您的个人数据',
  header: 'Clinic Intake · 访问报告（GDPR 第 15 条）',
  pageLabel: '第 {{n}} 页，共 {{m}} 页',
  intro:
    '本报告按时间从新到旧列出诊所所持有的您的个人数据的每一次有记录的访问和更改：谁、做了什么、何时以及来自哪个网络地址。内容取自诊所只可追加、不可删改的审计日志。',
  client: '客户',
  generated: '报告生成时间',
  count: '记录的事件',
  timeNote: '时间为诊所当地时间，时区 {{zone}}。',
  none: '没有访问记录。',
  truncated: '仅列出最新的 {{n}} 个事件。',
  address: '来源地址',
  who: {
    you: '您本人',
    system: '诊所系统',
    link: '持有发送给您的链接的人',
    anonymous: '未登录的人',
  },
  roles: { admin: '管理员', practitioner: '医师', nurse: '护士' },
  outcomes: { success: '已完成', failure: '失败', denied: '被拒绝' },
  areas: {
    access: '诊所外访问（紧急授权）',
    appointment: '预约',
    audit: '审计日志',
    auth: '登录',
    client: '个人资料',
    documents: '病历文件',
    forms: '问卷和同意书',
    verification: '身份核验',
    visits: '就诊记录',
    other: '其他',
  },
};
