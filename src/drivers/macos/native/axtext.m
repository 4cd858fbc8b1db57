// axtext: prints the exact AXValue of an app window's fields and toggles as JSON, and its menu key equivalents.
// Read-only: it never sets an attribute or performs an action. Secure text fields and their subtrees are skipped.
// Build: clang -fobjc-arc -O2 -framework ApplicationServices -framework Foundation -o axtext axtext.m
// Usage: axtext --pid N [--window-title T] [--menus] [--out FILE] | axtext --prompt [--out FILE]
#import <ApplicationServices/ApplicationServices.h>
#import <Foundation/Foundation.h>

static const int kMaxDepth = 40;
static const int kMaxNodes = 6000;

static id Attr(AXUIElementRef element, CFStringRef name) {
  CFTypeRef value = NULL;
  if (AXUIElementCopyAttributeValue(element, name, &value) != kAXErrorSuccess || value == NULL) return nil;
  return CFBridgingRelease(value);
}

static NSString *StringAttr(AXUIElementRef element, CFStringRef name) {
  id value = Attr(element, name);
  return [value isKindOfClass:[NSString class]] ? value : nil;
}

static NSArray *Children(AXUIElementRef element) {
  id value = Attr(element, kAXChildrenAttribute);
  return [value isKindOfClass:[NSArray class]] ? value : @[];
}

static NSDictionary *Frame(AXUIElementRef element) {
  id pos = Attr(element, kAXPositionAttribute);
  id size = Attr(element, kAXSizeAttribute);
  CGPoint p;
  CGSize s;
  if (!pos || !size || !AXValueGetValue((__bridge AXValueRef)pos, kAXValueTypeCGPoint, &p) ||
      !AXValueGetValue((__bridge AXValueRef)size, kAXValueTypeCGSize, &s))
    return nil;
  return @{@"x" : @(p.x), @"y" : @(p.y), @"w" : @(s.width), @"h" : @(s.height)};
}

static BOOL IsValued(NSString *role) {
  static NSSet *roles;
  if (!roles)
    roles = [NSSet setWithArray:@[
      @"AXTextField", @"AXTextArea", @"AXComboBox", @"AXSearchField", @"AXCheckBox", @"AXRadioButton",
      @"AXPopUpButton", @"AXSlider", @"AXIncrementor", @"AXStaticText"
    ]];
  return [roles containsObject:role];
}

static void Walk(AXUIElementRef element, int depth, int *count, NSMutableArray *out) {
  if (depth > kMaxDepth || *count >= kMaxNodes) return;
  *count += 1;
  AXUIElementSetMessagingTimeout(element, 2.0);
  NSString *role = StringAttr(element, kAXRoleAttribute) ?: @"AXUnknown";
  NSString *subrole = StringAttr(element, kAXSubroleAttribute);
  if ([role isEqualToString:@"AXSecureTextField"] || [subrole isEqualToString:@"AXSecureTextField"]) return;
  if (IsValued(role)) {
    id value = Attr(element, kAXValueAttribute);
    NSString *text = [value isKindOfClass:[NSString class]]   ? value
                     : [value isKindOfClass:[NSNumber class]] ? [value stringValue]
                                                              : nil;
    if (text) {
      NSMutableDictionary *field = [@{@"role" : role, @"value" : text} mutableCopy];
      if (subrole) field[@"subrole"] = subrole;
      NSString *ident = StringAttr(element, kAXIdentifierAttribute);
      NSString *title = StringAttr(element, kAXTitleAttribute);
      NSString *desc = StringAttr(element, kAXDescriptionAttribute);
      NSString *placeholder = StringAttr(element, CFSTR("AXPlaceholderValue"));
      NSDictionary *frame = Frame(element);
      if (ident) field[@"identifier"] = ident;
      if (title) field[@"title"] = title;
      if (desc) field[@"description"] = desc;
      if (placeholder) field[@"placeholder"] = placeholder;
      if (frame) field[@"frame"] = frame;
      [out addObject:field];
    }
  }
  for (id child in Children(element)) Walk((__bridge AXUIElementRef)child, depth + 1, count, out);
}

static void WalkMenus(AXUIElementRef element, NSArray *path, int depth, NSMutableArray *out) {
  if (depth > 6) return;
  for (id child in Children(element)) {
    AXUIElementRef item = (__bridge AXUIElementRef)child;
    NSString *title = StringAttr(item, kAXTitleAttribute);
    NSArray *here = title.length ? [path arrayByAddingObject:title] : path;
    NSString *key = StringAttr(item, kAXMenuItemCmdCharAttribute);
    id mods = Attr(item, kAXMenuItemCmdModifiersAttribute);
    if (key.length && title.length)
      [out addObject:@{@"path" : here, @"char" : key, @"modifiers" : [mods isKindOfClass:[NSNumber class]] ? mods : @0}];
    WalkMenus(item, here, depth + 1, out);
  }
}

// Returns the window object itself (ARC keeps it alive), never a bare pointer into a released array.
static id FindWindow(AXUIElementRef app, NSString *title) {
  if (title.length) {
    id windows = Attr(app, kAXWindowsAttribute);
    for (id w in [windows isKindOfClass:[NSArray class]] ? windows : @[])
      if ([StringAttr((__bridge AXUIElementRef)w, kAXTitleAttribute) isEqualToString:title]) return w;
  }
  return Attr(app, kAXFocusedWindowAttribute) ?: Attr(app, kAXMainWindowAttribute);
}

static int Emit(NSDictionary *result, NSString *outPath) {
  NSData *json = [NSJSONSerialization dataWithJSONObject:result options:0 error:nil];
  if (!json) return 3;
  if (outPath.length) return [json writeToFile:outPath atomically:YES] ? 0 : 4;
  fwrite(json.bytes, 1, json.length, stdout);
  fputc('\n', stdout);
  return 0;
}

int main(int argc, const char *argv[]) {
  @autoreleasepool {
    NSArray<NSString *> *args = [[NSProcessInfo processInfo] arguments];
    NSString *(^opt)(NSString *) = ^NSString *(NSString *name) {
      NSUInteger i = [args indexOfObject:name];
      return (i != NSNotFound && i + 1 < args.count) ? args[i + 1] : nil;
    };
    NSString *outPath = opt(@"--out");
    if ([args containsObject:@"--prompt"]) {
      NSDictionary *options = @{(__bridge NSString *)kAXTrustedCheckOptionPrompt : @YES};
      BOOL trusted = AXIsProcessTrustedWithOptions((__bridge CFDictionaryRef)options);
      return Emit(@{@"trusted" : @(trusted)}, outPath);
    }
    if (!AXIsProcessTrusted()) return Emit(@{@"error" : @"not_trusted"}, outPath) ?: 2;
    pid_t pid = (pid_t)[opt(@"--pid") intValue];
    if (pid <= 0) return Emit(@{@"error" : @"bad_pid"}, outPath) ?: 64;
    AXUIElementRef app = AXUIElementCreateApplication(pid);
    AXUIElementSetMessagingTimeout(app, 2.0);
    NSMutableDictionary *result = [NSMutableDictionary dictionary];
    if ([args containsObject:@"--menus"]) {
      NSMutableArray *items = [NSMutableArray array];
      id bar = Attr(app, kAXMenuBarAttribute);
      if (bar) WalkMenus((__bridge AXUIElementRef)bar, @[], 0, items);
      result[@"menus"] = items;
    } else {
      id window = FindWindow(app, opt(@"--window-title"));
      NSMutableArray *fields = [NSMutableArray array];
      int count = 0;
      if (window) Walk((__bridge AXUIElementRef)window, 0, &count, fields);
      result[@"window"] =
          window ? (StringAttr((__bridge AXUIElementRef)window, kAXTitleAttribute) ?: @"") : [NSNull null];
      result[@"fields"] = fields;
    }
    CFRelease(app);
    return Emit(result, outPath);
  }
}
